import torch

from . import video  # noqa: F401
from .registry import get_merger

_embed_table = torch.randn(32, 8)


def mm_embed_step(input_ids: torch.Tensor, frame_feats: torch.Tensor) -> torch.Tensor:
    inputs_embeds = torch.nn.functional.embedding(input_ids, _embed_table)
    merger = get_merger("video")
    return merger.merge(input_ids, inputs_embeds, frame_feats)


step = torch.compile(mm_embed_step, fullgraph=True)
