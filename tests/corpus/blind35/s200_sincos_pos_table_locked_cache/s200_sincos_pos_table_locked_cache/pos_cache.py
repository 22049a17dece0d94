import math
import threading

import torch


def sincos_2d(gh, gw, dim, temperature=10000.0, device=None):
    y, x = torch.meshgrid(
        torch.arange(gh, dtype=torch.float32, device=device),
        torch.arange(gw, dtype=torch.float32, device=device),
        indexing="ij",
    )
    quarter = dim // 4
    omega = torch.arange(quarter, dtype=torch.float32, device=device) / quarter
    omega = 1.0 / (temperature ** omega)
    y = y.flatten()[:, None] * omega[None, :]
    x = x.flatten()[:, None] * omega[None, :]
    return torch.cat([x.sin(), x.cos(), y.sin(), y.cos()], dim=1)


class PositionTableCache:
    """Process-wide cache of sin-cos tables, shared by all request threads."""

    def __init__(self, max_entries=32):
        self.max_entries = max_entries
        self._tables = {}
        self._lock = threading.Lock()

    def get(self, gh, gw, dim, device):
        key = (gh, gw, dim, str(device))
        with self._lock:
            table = self._tables.get(key)
            if table is None:
                if len(self._tables) >= self.max_entries:
                    self._tables.pop(next(iter(self._tables)))
                table = sincos_2d(gh, gw, dim, device=device)
                self._tables[key] = table
            return table


POS_TABLES = PositionTableCache()


def grid_size(h, w, patch):
    return math.ceil(h / patch), math.ceil(w / patch)
