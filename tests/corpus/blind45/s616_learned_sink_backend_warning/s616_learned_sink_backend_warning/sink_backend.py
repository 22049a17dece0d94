import torch

from .backend_base import AttentionBackend


class SinkSoftmaxBackend(AttentionBackend):
    """softmax([scores | sink]) with the sink column dropped afterwards."""

    name = "sink_softmax"

    def forward(self, q, k, v, sinks=None):
        # q, k, v: [num_heads, seq, head_dim]; sinks: [num_heads]
        q_len, kv_len = q.shape[-2], k.shape[-2]
        self._check_kv_len(kv_len)
        scores = q @ k.transpose(-1, -2) * q.shape[-1] ** -0.5
        allowed = self._window_mask(q_len, kv_len, q.device)
        scores = scores.masked_fill(~allowed, float("-inf"))
        if sinks is not None:
            sink_col = sinks.view(-1, 1, 1).expand(-1, q_len, 1)
            probs = torch.softmax(torch.cat([scores, sink_col], dim=-1), dim=-1)[..., :-1]
        else:
            probs = torch.softmax(scores, dim=-1)
        return probs @ v
