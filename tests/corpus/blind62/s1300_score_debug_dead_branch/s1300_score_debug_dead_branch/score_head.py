import logging

import torch
import torch.nn as nn

from .config import ScoreConfig

logger = logging.getLogger(__name__)


class ScoreHead(nn.Module):
    def __init__(self, config: ScoreConfig):
        super().__init__()
        self.config = config
        self.score = nn.Linear(config.hidden_size, config.num_labels, bias=False)

    def postprocess(self, logits: torch.Tensor) -> torch.Tensor:
        if self.config.temperature != 1.0:
            logits = logits / self.config.temperature
        if self.config.score_offset is not None:
            logits = logits + self.config.score_offset
        scores = torch.sigmoid(logits) if self.config.use_sigmoid else logits
        if self.config.log_scores:
            logger.info("raw scores: %s", scores.float().cpu().tolist())
        return scores.squeeze(-1)

    def forward(self, pooled: torch.Tensor) -> torch.Tensor:
        return self.postprocess(self.score(pooled))


class Qwen3RerankerLike(nn.Module):
    def __init__(self, config: ScoreConfig):
        super().__init__()
        self.norm = nn.RMSNorm(config.hidden_size)
        self.mlp = nn.Linear(config.hidden_size, config.hidden_size)
        self.score_head = ScoreHead(config)

    def forward(self, hidden_states: torch.Tensor, last_token_idx: torch.Tensor) -> torch.Tensor:
        hidden_states = self.norm(hidden_states + torch.nn.functional.silu(self.mlp(hidden_states)))
        pooled = hidden_states[torch.arange(hidden_states.shape[0]), last_token_idx]
        return self.score_head(pooled)


reranker = Qwen3RerankerLike(ScoreConfig()).eval()


@torch.compile(fullgraph=True)
def rerank_forward(hidden_states: torch.Tensor, last_token_idx: torch.Tensor) -> torch.Tensor:
    return reranker(hidden_states, last_token_idx)
