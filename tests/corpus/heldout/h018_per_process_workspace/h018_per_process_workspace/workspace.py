import os
from typing import Dict, Tuple

import torch

_WORKSPACES: Dict[Tuple[int, str], torch.Tensor] = {}


def get_workspace(numel: int, device: torch.device) -> torch.Tensor:
    """One scratch buffer per (process, device); forked workers get their own."""
    key = (os.getpid(), str(device))
    buf = _WORKSPACES.get(key)
    if buf is None or buf.numel() < numel:
        buf = torch.empty(numel, device=device)
        _WORKSPACES[key] = buf
    return buf[:numel]
