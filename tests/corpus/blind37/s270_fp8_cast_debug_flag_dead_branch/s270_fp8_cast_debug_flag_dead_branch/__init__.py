from .envs import QUANT_DEBUG  # noqa: F401
