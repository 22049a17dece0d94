from .ops import selective_scan
from .model import MambaBlock, compiled_block
