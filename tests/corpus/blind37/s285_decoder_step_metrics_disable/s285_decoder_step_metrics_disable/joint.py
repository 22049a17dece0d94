"""Prediction network and joint network of an RNN-T."""
import torch
import torch.nn as nn


class PredictionNet(nn.Module):
    def __init__(self, vocab: int, dim: int):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.cell = nn.GRUCell(dim, dim)

    def forward(self, tokens: torch.Tensor, hidden: torch.Tensor) -> torch.Tensor:
        return self.cell(self.embed(tokens), hidden)


class JointNet(nn.Module):
    def __init__(self, dim: int, vocab: int):
        super().__init__()
        self.enc_proj = nn.Linear(dim, dim)
        self.pred_proj = nn.Linear(dim, dim)
        self.out = nn.Linear(dim, vocab)

    def forward(self, enc: torch.Tensor, pred: torch.Tensor) -> torch.Tensor:
        return self.out(torch.tanh(self.enc_proj(enc) + self.pred_proj(pred)))
