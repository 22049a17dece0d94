from .loader import get_loader, KernelSpec

__all__ = ["get_loader", "KernelSpec"]
