import torch
import torch.nn.functional as F

from . import weights
from .ops import image_token_mask, scatter_mm_embeds


def _rms_norm(x, weight, eps=1e-6):
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + eps) * weight


@torch.compile(fullgraph=True)
def prefill_embed_step(input_ids, mm_embeds, placeholder_starts, placeholder_lens):
    """Flat token ids of a packed batch -> normed input embeddings."""
    inputs_embeds = F.embedding(input_ids, weights.EMBED_TABLE)
    merged = scatter_mm_embeds(inputs_embeds, mm_embeds, placeholder_starts, placeholder_lens)
    is_image = image_token_mask(input_ids.shape[0], placeholder_starts, placeholder_lens)
    gated = torch.where(is_image[:, None], merged * weights.IMAGE_GATE, merged)
    return _rms_norm(gated, weights.NORM_WEIGHT)
