import logging
import os
from dataclasses import dataclass
from typing import Dict, Optional

import torch

from .comm_utils import get_rank, get_world_size

logger = logging.getLogger(__name__)


@dataclass
class AllReduceFusionWorkspace:
    world_size: int
    rank: int
    max_token_num: int
    hidden_dim: int
    buffer: Optional[torch.Tensor] = None


_WORKSPACES: Dict[int, AllReduceFusionWorkspace] = {}


def _max_token_num() -> int:
    return int(os.environ.get("FLASHINFER_AR_FUSION_MAX_TOKENS", "2048"))


def get_or_create_workspace(hidden_dim: int) -> Optional[AllReduceFusionWorkspace]:
    world_size = get_world_size()
    if world_size == 1:
        return None
    ws = _WORKSPACES.get(hidden_dim)
    if ws is None:
        logger.info("allocating all-reduce fusion workspace for hidden_dim=%d", hidden_dim)
        ws = AllReduceFusionWorkspace(world_size, get_rank(), _max_token_num(), hidden_dim)
        ws.buffer = torch.empty(world_size, ws.max_token_num, hidden_dim)
        _WORKSPACES[hidden_dim] = ws
    return ws
