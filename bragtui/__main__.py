"""Allow ``python -m bragtui``."""

from bragtui.cli import main

if __name__ == "__main__":
    main()
