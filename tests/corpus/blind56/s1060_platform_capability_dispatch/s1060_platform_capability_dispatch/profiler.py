from typing import Dict, Tuple

import torch


class DeviceMemoryProfiler:
    """Snapshot of device properties and memory, used by the engine at startup."""

    def __init__(self, device: torch.device) -> None:
        self.device = device
        self.stats: Dict[str, int] = {}

    def get_device_capability(self) -> Tuple[int, int]:
        return torch.cuda.get_device_capability(self.device)

    def current_memory_usage(self) -> int:
        torch.cuda.reset_peak_memory_stats(self.device)
        return torch.cuda.max_memory_allocated(self.device)

    def __enter__(self) -> "DeviceMemoryProfiler":
        self.stats["before"] = self.current_memory_usage()
        return self

    def __exit__(self, *exc) -> None:
        self.stats["after"] = self.current_memory_usage()
