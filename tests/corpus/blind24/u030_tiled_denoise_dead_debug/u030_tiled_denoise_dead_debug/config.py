import os
from dataclasses import dataclass

# set TILED_DIT_DEBUG=1 to dump every tile prediction to ./tile_dumps (eager debugging only)
DEBUG_DUMP = os.environ.get("TILED_DIT_DEBUG", "0") == "1"
DUMP_DIR = os.environ.get("TILED_DIT_DUMP_DIR", "tile_dumps")


@dataclass(frozen=True)
class TileConfig:
    tile: int = 8
    overlap: int = 4
    patch: int = 2
