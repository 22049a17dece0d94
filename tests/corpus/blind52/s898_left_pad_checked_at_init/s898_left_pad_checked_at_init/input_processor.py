import logging
import os
import subprocess
from typing import Optional

import torch
import torch.nn as nn

from . import envs

logger = logging.getLogger(__name__)


def _git_revision() -> str:
    try:
        return subprocess.check_output(
            ["git", "rev-parse", "--short", "HEAD"], cwd=os.path.dirname(__file__), text=True, stderr=subprocess.DEVNULL
        ).strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


class InputProcessor(nn.Module):
    """Turns padded token batches into attention masks, position ids and token types."""

    def __init__(self, config):
        super().__init__()
        self.pad_token_id = config.pad_token_id
        self.padding_side = config.padding_side
        if self.padding_side not in ("left", "right"):
            raise ValueError(f"padding_side must be 'left' or 'right', got {self.padding_side!r}")
        if self.padding_side == "right" and not envs.get("ALLOW_RIGHT_PADDING"):
            logger.warning("Right padding was detected for a decoder-only model (build %s); "
                           "switching to left padding.", _git_revision())
            self.padding_side = "left"
        self.debug = envs.get("DEBUG_INPUT_PREPARATION")
        self.register_buffer(
            "token_type_ids", torch.zeros((1, config.max_position_embeddings), dtype=torch.long), persistent=False
        )

    def attention_mask_from_ids(self, input_ids: torch.Tensor) -> torch.Tensor:
        return input_ids.ne(self.pad_token_id).long()

    def position_ids_from_mask(self, attention_mask: torch.Tensor) -> torch.Tensor:
        position_ids = attention_mask.cumsum(-1) - 1
        return position_ids.masked_fill(attention_mask == 0, 1)

    def forward(self, input_ids: torch.Tensor, attention_mask: Optional[torch.Tensor] = None,
                token_type_ids: Optional[torch.Tensor] = None):
        if attention_mask is None:
            attention_mask = self.attention_mask_from_ids(input_ids)
        position_ids = self.position_ids_from_mask(attention_mask)
        if token_type_ids is None:
            token_type_ids = self.token_type_ids[:, : input_ids.shape[1]].expand(input_ids.shape[0], -1)
        if self.debug:
            logger.info("positions=%s lengths=%s", position_ids.tolist(), attention_mask.sum(-1).tolist())
        return attention_mask, position_ids, token_type_ids
