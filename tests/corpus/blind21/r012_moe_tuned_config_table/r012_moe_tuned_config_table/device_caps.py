"""Static capability table; looked up by the sanitized device name."""
from __future__ import annotations

import torch

# (sm, has_fp8, smem_kb) per device family.
CAPABILITY_TABLE: dict[str, tuple[int, bool, int]] = {
    "NVIDIA_H100_80GB_HBM3": (90, True, 228),
    "NVIDIA_H200": (90, True, 228),
    "NVIDIA_A100-SXM4-80GB": (80, False, 164),
    "NVIDIA_L40S": (89, True, 100),
    "cpu": (0, False, 0),
}


def current_device_name() -> str:
    if torch.cuda.is_available():
        return torch.cuda.get_device_name().replace(" ", "_")
    return "cpu"


def device_supports_fp8() -> bool:
    return CAPABILITY_TABLE.get(current_device_name(), (0, False, 0))[1]
