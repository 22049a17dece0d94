"""Version and capability probes shared by the layers."""
import torch
from packaging import version

_TORCH_BASE = torch.__version__.split("+")[0]


def torch_version_at_least(minimum: str) -> bool:
    return version.parse(_TORCH_BASE) >= version.parse(minimum)


def has_native_rms_norm() -> bool:
    # F.rms_norm appeared in 2.4; older builds need the manual fallback
    return torch_version_at_least("2.4.0") and hasattr(torch.nn.functional, "rms_norm")
