"""Builds a layer -> device map from a memory budget, once, at load time."""
import os
import resource
import shutil
from dataclasses import dataclass

import torch

DEBUG_PLACEMENT = os.environ.get("S219_DEBUG_PLACEMENT", "0") == "1"


@dataclass(frozen=True)
class Placement:
    device: str
    offloaded: bool


def _host_free_mib() -> int:
    # coarse: disk-backed swap is the last resort for offloaded layers
    free = shutil.disk_usage("/").free // (1 << 20)
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
    return max(free - rss, 0)


class DeviceMapPlanner:
    def __init__(self, layer_bytes: int, device_budget_bytes: int):
        self.layer_bytes = layer_bytes
        self.device_budget_bytes = device_budget_bytes
        self.compute = "cuda" if torch.cuda.is_available() else "cpu"

    def plan(self, num_layers: int) -> dict[int, Placement]:
        on_device = max(self.device_budget_bytes // max(self.layer_bytes, 1), 0)
        host_ok = _host_free_mib() > 0
        plan = {}
        for i in range(num_layers):
            offload = i >= on_device and host_ok
            plan[i] = Placement("cpu" if offload else self.compute, offload)
        if DEBUG_PLACEMENT:
            print("device map:", plan)
        return plan


def plan_device_map(num_layers: int, layer_bytes: int, budget: int) -> dict[int, Placement]:
    return DeviceMapPlanner(layer_bytes, budget).plan(num_layers)
