import logging
from typing import Callable, Dict

import torch

logger = logging.getLogger(__name__)

_CONFIG_PROVIDERS: Dict[str, "GemmConfigProvider"] = {}
_WARNED: set = set()


def register_config_provider(kernel_name: str) -> Callable:
    def wrap(cls):
        _CONFIG_PROVIDERS[kernel_name] = cls()
        return cls

    return wrap


def get_config_provider(kernel_name: str) -> "GemmConfigProvider":
    return _CONFIG_PROVIDERS[kernel_name]


def warn_once(key, msg: str, *args) -> None:
    if key in _WARNED:
        return
    _WARNED.add(key)
    logger.warning(msg, *args)


def _device_name() -> str:
    if torch.cuda.is_available():
        return torch.cuda.get_device_name().replace(" ", "_")
    return "cpu"


DEVICE_NAME = _device_name()


class GemmConfigProvider:
    # {device_name: {(N, K): {M: config}}}
    TUNED: Dict[str, Dict[tuple, Dict[int, dict]]] = {}

    def default_config(self, M: int, N: int, K: int) -> dict:
        raise NotImplementedError

    def get(self, M: int, N: int, K: int) -> dict:
        per_shape = self.TUNED.get(DEVICE_NAME, {}).get((N, K))
        if per_shape is not None:
            return per_shape[min(per_shape, key=lambda m: abs(m - M))]
        return self.default_config(M, N, K)
