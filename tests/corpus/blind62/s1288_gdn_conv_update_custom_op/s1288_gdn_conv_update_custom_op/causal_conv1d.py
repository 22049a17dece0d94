import logging
from typing import Optional

import torch
import torch.nn.functional as F

logger = logging.getLogger(__name__)

PAD_SLOT_ID = -1


@torch.library.custom_op("corpus_s1288::causal_conv1d_update", mutates_args=("conv_state",))
def causal_conv1d_update(
    x: torch.Tensor,
    conv_state: torch.Tensor,
    weight: torch.Tensor,
    bias: Optional[torch.Tensor],
    conv_state_indices: torch.Tensor,
    activation: str,
) -> torch.Tensor:
    """x: (batch, dim); conv_state: (num_slots, dim, width - 1)."""
    out = torch.empty_like(x)
    for i, slot in enumerate(conv_state_indices.tolist()):
        if slot == PAD_SLOT_ID:
            out[i].zero_()
            continue
        window = torch.cat([conv_state[slot], x[i].unsqueeze(-1)], dim=-1)
        y = (window * weight).sum(-1)
        if bias is not None:
            y = y + bias
        out[i] = F.silu(y) if activation in ("silu", "swish") else y
        conv_state[slot].copy_(window[:, 1:])
    if logger.isEnabledFor(logging.DEBUG):
        logger.debug("causal_conv1d_update: batch=%d slots=%s", x.shape[0], conv_state_indices.tolist())
    return out


@causal_conv1d_update.register_fake
def _(x, conv_state, weight, bias, conv_state_indices, activation):
    return torch.empty_like(x)
