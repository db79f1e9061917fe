"""Write an SVG of every screen into a folder (default ``screens/``), from the real app.

    python -m bragtui.gallery [FOLDER]
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from bragtui.app.scenes import SCENES


async def _capture(scene, folder: Path, size: tuple[int, int]) -> Path:
    app = scene.build()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        for key in scene.keys:
            await pilot.press(key)
            await pilot.pause()
        path = folder / f"{scene.name}-{size[0]}x{size[1]}.svg"
        app.save_screenshot(filename=path.name, path=str(folder))
    return path


async def write_gallery(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    return [await _capture(scene, folder, size) for scene in SCENES for size in ((80, 24), (120, 40))]


def main() -> None:
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("screens")
    for path in asyncio.run(write_gallery(folder)):
        print(path)


if __name__ == "__main__":
    main()
