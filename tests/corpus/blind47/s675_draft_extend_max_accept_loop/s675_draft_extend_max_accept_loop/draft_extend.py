"""Draft extend step: re-encode the accepted tokens with the EAGLE draft head."""
import torch
import torch.nn.functional as F

from .batch import VerifyResult
from .bookkeeping import build_draft_extend_input


def draft_extend_step(accepted_tokens, accept_lens, target_hidden, embed_weight, fc_weight):
    result = VerifyResult(accepted_tokens.clamp_min(0), accept_lens, target_hidden)
    ext = build_draft_extend_input(result)
    embeds = F.embedding(ext.input_ids, embed_weight)
    h = F.linear(torch.cat([embeds, ext.hidden_states], dim=-1), fc_weight)
    h = h * ext.valid_mask[..., None]
    last = h.gather(1, (ext.extend_lens - 1)[:, None, None].expand(-1, 1, h.shape[-1])).squeeze(1)
    return last, ext.extend_lens


step = torch.compile(draft_extend_step, fullgraph=True)
