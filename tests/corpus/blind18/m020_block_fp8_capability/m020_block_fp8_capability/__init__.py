from .platform import HAS_DEEP_GEMM, SUPPORTS_FP8_BLOCK
from .layer import BlockFp8Linear, compiled_proj

__all__ = ["HAS_DEEP_GEMM", "SUPPORTS_FP8_BLOCK", "BlockFp8Linear", "compiled_proj"]
