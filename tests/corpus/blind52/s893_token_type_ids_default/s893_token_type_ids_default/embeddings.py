from typing import Optional

import torch
import torch.nn as nn

from .logging_utils import get_logger, warning_once

logger = get_logger(__name__)


class BertEmbeddings(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.word_embeddings = nn.Embedding(config.vocab_size, config.hidden_size, padding_idx=config.pad_token_id)
        self.position_embeddings = nn.Embedding(config.max_position_embeddings, config.hidden_size)
        self.token_type_embeddings = nn.Embedding(config.type_vocab_size, config.hidden_size)
        self.LayerNorm = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)
        self.register_buffer(
            "position_ids", torch.arange(config.max_position_embeddings).expand((1, -1)), persistent=False
        )
        self.type_vocab_size = config.type_vocab_size

    def _default_token_type_ids(self, input_shape, device) -> torch.Tensor:
        if self.type_vocab_size > 1:
            warning_once(
                logger,
                "token_type_ids were not passed to a model trained with segment embeddings; "
                "defaulting every token to segment 0.",
            )
        return torch.zeros(input_shape, dtype=torch.long, device=device)

    def forward(
        self,
        input_ids: torch.Tensor,
        token_type_ids: Optional[torch.Tensor] = None,
        position_ids: Optional[torch.Tensor] = None,
        past_key_values_length: int = 0,
    ) -> torch.Tensor:
        input_shape = input_ids.size()
        seq_length = input_shape[1]
        if position_ids is None:
            position_ids = self.position_ids[:, past_key_values_length: seq_length + past_key_values_length]
        if token_type_ids is None:
            token_type_ids = self._default_token_type_ids(input_shape, input_ids.device)
        embeddings = self.word_embeddings(input_ids) + self.token_type_embeddings(token_type_ids)
        embeddings = embeddings + self.position_embeddings(position_ids)
        return self.LayerNorm(embeddings)
