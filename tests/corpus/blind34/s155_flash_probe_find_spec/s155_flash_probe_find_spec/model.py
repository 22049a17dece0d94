import torch
import torch.nn as nn
import torch.nn.functional as F

from .selector import AttentionBackend, choose_backend


class Attention(nn.Module):
    def __init__(self, hidden: int, num_heads: int):
        super().__init__()
        self.num_heads = num_heads
        self.head_size = hidden // num_heads
        self.qkv = nn.Linear(hidden, 3 * hidden, bias=False)
        self.o = nn.Linear(hidden, hidden, bias=False)

    def _attend(self, q, k, v):
        backend = choose_backend(self.head_size, q.dtype)
        if backend is AttentionBackend.FLASH:
            raise NotImplementedError("flash path requires CUDA tensors")
        if backend is AttentionBackend.SDPA:
            return F.scaled_dot_product_attention(q, k, v, is_causal=True)
        scores = (q @ k.transpose(-1, -2)) / self.head_size**0.5
        return scores.softmax(-1) @ v

    def forward(self, x):
        b, s, h = x.shape
        q, k, v = self.qkv(x).view(b, s, 3, self.num_heads, self.head_size).permute(2, 0, 3, 1, 4)
        out = self._attend(q, k, v)
        return self.o(out.transpose(1, 2).reshape(b, s, h))


class TinyLM(nn.Module):
    def __init__(self, vocab: int = 32, hidden: int = 16, num_heads: int = 2):
        super().__init__()
        self.embed = nn.Embedding(vocab, hidden)
        self.attn = Attention(hidden, num_heads)
        self.head = nn.Linear(hidden, vocab, bias=False)

    def forward(self, input_ids):
        h = self.embed(input_ids)
        h = h + self.attn(h)
        return self.head(h)


model = TinyLM()
compiled_model = torch.compile(model, fullgraph=True)
