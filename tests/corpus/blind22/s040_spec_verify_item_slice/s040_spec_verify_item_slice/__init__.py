from .config import SpecConfig
from .model import TargetHead
from .verify import accept_prefix, verify_step

__all__ = ["SpecConfig", "TargetHead", "accept_prefix", "verify_step"]
