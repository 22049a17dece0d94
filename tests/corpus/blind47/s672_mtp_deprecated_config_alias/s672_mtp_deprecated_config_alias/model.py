"""MTP draft model: proposes ``num_mtp_layers`` tokens from the target's last hidden state."""
import torch
from torch import nn

from .config import MTPConfig
from .layers import MTPBlock


class MTPDraftModel(nn.Module):
    def __init__(self, config: MTPConfig):
        super().__init__()
        self.config = config
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.layers = nn.ModuleList(
            MTPBlock(config.hidden_size, config.rms_norm_eps) for _ in range(config.num_mtp_layers)
        )
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)
        if config.tie_word_embeddings:
            self.lm_head.weight = self.embed_tokens.weight

    def forward(self, next_token_ids: torch.Tensor, target_hidden: torch.Tensor):
        """next_token_ids: [bs] bonus tokens from verify; target_hidden: [bs, hidden]."""
        hidden = target_hidden
        tokens = next_token_ids
        draft_tokens = []
        for i in range(self.config.num_nextn_predict_layers):
            hidden = self.layers[i](self.embed_tokens(tokens), hidden)
            tokens = self.lm_head(hidden).argmax(dim=-1)
            draft_tokens.append(tokens)
        return torch.stack(draft_tokens, dim=1), hidden


compiled = torch.compile(
    MTPDraftModel(MTPConfig.from_hf_config({"hidden_size": 8, "vocab_size": 16, "num_nextn_predict_layers": 2})),
    fullgraph=True,
)
