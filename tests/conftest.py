import sys
from pathlib import Path

# Let tests import their helpers module.
sys.path.insert(0, str(Path(__file__).parent))
