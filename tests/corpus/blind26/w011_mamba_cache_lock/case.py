import torch

from w011_mamba_cache_lock.cache import MambaCacheParams
from w011_mamba_cache_lock.config import MambaConfig

ENTRY = "w011_mamba_cache_lock.mixer:decode_step"


def inputs():
    return (torch.randn(4, 8), MambaCacheParams(MambaConfig()))
