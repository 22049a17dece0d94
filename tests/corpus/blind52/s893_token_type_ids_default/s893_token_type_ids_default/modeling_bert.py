from dataclasses import dataclass
from typing import Optional

import torch
import torch.nn as nn

from .embeddings import BertEmbeddings


@dataclass
class BertConfig:
    vocab_size: int = 100
    hidden_size: int = 32
    num_hidden_layers: int = 2
    num_attention_heads: int = 4
    intermediate_size: int = 64
    max_position_embeddings: int = 32
    type_vocab_size: int = 2
    layer_norm_eps: float = 1e-12
    pad_token_id: int = 0


class BertModel(nn.Module):
    def __init__(self, config: BertConfig):
        super().__init__()
        self.config = config
        self.embeddings = BertEmbeddings(config)
        layer = nn.TransformerEncoderLayer(
            config.hidden_size, config.num_attention_heads, config.intermediate_size,
            dropout=0.0, activation="gelu", batch_first=True,
        )
        self.encoder = nn.TransformerEncoder(layer, config.num_hidden_layers, enable_nested_tensor=False)
        self.pooler = nn.Linear(config.hidden_size, config.hidden_size)

    def get_extended_attention_mask(self, attention_mask: torch.Tensor) -> torch.Tensor:
        return attention_mask == 0

    def forward(
        self,
        input_ids: torch.Tensor,
        attention_mask: Optional[torch.Tensor] = None,
        token_type_ids: Optional[torch.Tensor] = None,
    ):
        if attention_mask is None:
            attention_mask = torch.ones_like(input_ids)
        embedding_output = self.embeddings(input_ids=input_ids, token_type_ids=token_type_ids)
        key_padding_mask = self.get_extended_attention_mask(attention_mask)
        sequence_output = self.encoder(embedding_output, src_key_padding_mask=key_padding_mask)
        pooled_output = torch.tanh(self.pooler(sequence_output[:, 0]))
        return sequence_output, pooled_output


encoder = torch.compile(BertModel(BertConfig()).eval(), fullgraph=True)
