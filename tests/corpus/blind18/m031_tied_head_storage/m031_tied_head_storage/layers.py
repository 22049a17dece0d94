import torch
import torch.nn as nn
import torch.nn.functional as F


def same_storage(a: torch.Tensor, b: torch.Tensor) -> bool:
    """True when two tensors alias the same memory."""
    return a.data_ptr() == b.data_ptr()


class ResidualRMSNorm(nn.Module):
    """RMSNorm that also folds the residual add, vLLM style."""

    def __init__(self, hidden: int, eps: float = 1e-6):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(hidden))

    def _norm(self, x: torch.Tensor) -> torch.Tensor:
        var = x.pow(2).mean(-1, keepdim=True)
        return x * torch.rsqrt(var + self.eps) * self.weight

    def forward(self, x: torch.Tensor, residual: torch.Tensor | None = None):
        if residual is None:
            return self._norm(x), x
        if same_storage(x, residual):
            # first layer: caller passed the embedding output twice
            residual = residual.clone()
        residual = residual + x
        return self._norm(residual), residual


class VocabEmbedding(nn.Module):
    def __init__(self, num_embeddings: int, embedding_dim: int, org_vocab: int):
        super().__init__()
        self.org_vocab = org_vocab
        self.weight = nn.Parameter(torch.randn(num_embeddings, embedding_dim) * 0.02)

    def forward(self, ids: torch.Tensor) -> torch.Tensor:
        return F.embedding(ids, self.weight)


class LMHead(VocabEmbedding):
    def tie_to(self, embed: VocabEmbedding) -> "LMHead":
        self.weight = embed.weight
        return self

    def project(self, hidden: torch.Tensor, embed: VocabEmbedding) -> torch.Tensor:
        if same_storage(self.weight, embed.weight):
            logits = hidden @ embed.weight.t()
        else:
            logits = F.linear(hidden, self.weight)
        return logits[..., : self.org_vocab]
