import functools
import os

import torch


class DeviceInfo:
    """Lazily-probed properties of the device the attention kernels run on."""

    def __init__(self, device: torch.device):
        self.device = torch.device(device)

    @functools.cached_property
    def num_compute_units(self) -> int:
        if self.device.type == "cuda":
            return torch.cuda.get_device_properties(self.device).multi_processor_count
        return os.cpu_count() or 1

    @functools.cached_property
    def supports_bf16(self) -> bool:
        if self.device.type == "cuda":
            return torch.cuda.is_bf16_supported()
        return True
