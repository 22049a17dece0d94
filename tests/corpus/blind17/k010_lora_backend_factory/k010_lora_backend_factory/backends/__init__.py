from .base import BaseLoRABackend
from .torch_backend import TorchNativeLoRABackend
from .triton_backend import TritonLoRABackend

_BACKENDS = {
    "torch_native": TorchNativeLoRABackend,
    "triton": TritonLoRABackend,
}


def get_backend_from_name(name: str) -> type:
    try:
        return _BACKENDS[name]
    except KeyError:
        raise ValueError(f"unknown LoRA backend {name!r}") from None


__all__ = ["BaseLoRABackend", "get_backend_from_name"]
