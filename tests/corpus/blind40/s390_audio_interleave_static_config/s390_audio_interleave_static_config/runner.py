import torch
from torch import nn

from .interleave import AudioInterleaver, InterleaveConfig

_CFG = InterleaveConfig()
_embed_tokens = nn.Embedding(64, _CFG.hidden_size)
_interleaver = AudioInterleaver(_CFG).eval()


def _embed_step(input_ids: torch.Tensor, audio_hidden: torch.Tensor) -> torch.Tensor:
    inputs_embeds = _embed_tokens(input_ids)
    return _interleaver(inputs_embeds, input_ids, audio_hidden)


embed_step = torch.compile(_embed_step, fullgraph=True)
