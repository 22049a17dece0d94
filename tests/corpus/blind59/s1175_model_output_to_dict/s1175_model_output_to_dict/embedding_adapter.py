from typing import Optional

import torch
import torch.nn.functional as F
from torch import nn

from .modeling_outputs import BaseModelOutputWithPooling
from .output_converters import convert_output


class TinyEncoder(nn.Module):
    def __init__(self, hidden_size: int = 8):
        super().__init__()
        self.layer = nn.TransformerEncoderLayer(hidden_size, 2, 16, dropout=0.0, batch_first=True)
        self.pooler = nn.Linear(hidden_size, hidden_size)

    def forward(self, inputs_embeds: torch.Tensor, return_dict: bool = True):
        hidden = self.layer(inputs_embeds)
        pooled = torch.tanh(self.pooler(hidden[:, 0]))
        if not return_dict:
            return (hidden, pooled)
        return BaseModelOutputWithPooling(last_hidden_state=hidden, pooler_output=pooled)


class EmbeddingModelAdapter(nn.Module):
    def __init__(self, model: nn.Module, pooling: str = "cls", normalize: bool = True):
        super().__init__()
        self.model = model
        self.pooling = pooling
        self.normalize = normalize

    def _pool(self, fields, attention_mask: Optional[torch.Tensor]) -> torch.Tensor:
        if self.pooling == "cls" and "pooler_output" in fields:
            return fields["pooler_output"]
        hidden = fields["last_hidden_state"]
        if attention_mask is None:
            return hidden.mean(dim=1)
        weights = attention_mask.unsqueeze(-1).to(hidden.dtype)
        return (hidden * weights).sum(1) / weights.sum(1).clamp(min=1.0)

    def forward(self, inputs_embeds: torch.Tensor, attention_mask: Optional[torch.Tensor] = None):
        fields = convert_output(self.model(inputs_embeds, return_dict=True))
        embeddings = self._pool(fields, attention_mask)
        return F.normalize(embeddings, dim=-1) if self.normalize else embeddings


_adapter = EmbeddingModelAdapter(TinyEncoder()).eval()


@torch.compile(fullgraph=True)
def encode(inputs_embeds: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
    return _adapter(inputs_embeds, attention_mask)
