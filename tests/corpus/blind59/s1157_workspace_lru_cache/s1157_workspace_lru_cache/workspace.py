from collections import OrderedDict, defaultdict, deque
from typing import Deque, Dict, Tuple

import torch

WorkspaceKey = Tuple[str, Tuple[int, ...]]

_GLOBAL_WORKSPACES: "OrderedDict[WorkspaceKey, torch.Tensor]" = OrderedDict()
_MAX_WORKSPACES = 1
_stats: Dict[str, int] = defaultdict(int)
_recent_keys: Deque[WorkspaceKey] = deque(maxlen=8)


def get_workspace(tag: str, shape: Tuple[int, ...]) -> torch.Tensor:
    key = (tag, tuple(shape))
    _recent_keys.append(key)
    buf = _GLOBAL_WORKSPACES.get(key)
    if buf is not None:
        _stats["hit"] += 1
        _GLOBAL_WORKSPACES.move_to_end(key)
        return buf
    _stats["miss"] += 1
    buf = torch.zeros(shape)
    _GLOBAL_WORKSPACES[key] = buf
    while len(_GLOBAL_WORKSPACES) > _MAX_WORKSPACES:
        _GLOBAL_WORKSPACES.popitem(last=False)
        _stats["evict"] += 1
    return buf


def workspace_stats() -> Dict[str, int]:
    return dict(_stats)


def clear_workspaces() -> None:
    _GLOBAL_WORKSPACES.clear()
    _stats.clear()
    _recent_keys.clear()
