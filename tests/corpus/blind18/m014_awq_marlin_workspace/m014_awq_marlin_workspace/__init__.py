from .awq import AWQConfig, AWQLinearMethod
from .runner import ModelRunner, decode

__all__ = ["AWQConfig", "AWQLinearMethod", "ModelRunner", "decode"]
