import torch

from .forward_batch_info import ForwardBatch


class AttentionBackend:
    def init_forward_metadata(self, forward_batch: ForwardBatch):
        pass

    def forward(self, q, k, v, forward_batch: ForwardBatch):
        if forward_batch.forward_mode.is_decode():
            return self.forward_decode(q, k, v, forward_batch)
        return self.forward_extend(q, k, v, forward_batch)

    def forward_extend(self, q, k, v, forward_batch):
        raise NotImplementedError

    def forward_decode(self, q, k, v, forward_batch):
        raise NotImplementedError


class TorchNativeAttnBackend(AttentionBackend):
    def __init__(self, sliding_window_size: int = -1):
        self.sliding_window_size = sliding_window_size

    def _scores(self, q, k):
        return (q * k).sum(-1, keepdim=True) / (q.shape[-1] ** 0.5)

    def forward_extend(self, q, k, v, forward_batch):
        return torch.sigmoid(self._scores(q, k)) * v

    def forward_decode(self, q, k, v, forward_batch):
        scores = self._scores(q, k)
        if self.sliding_window_size > 0:
            if forward_batch.max_seq_len > self.sliding_window_size:
                pos = forward_batch.positions.to(q.dtype).unsqueeze(-1)
                scores = scores - (pos - self.sliding_window_size).clamp(min=0) * 1e-3
        return torch.sigmoid(scores) * v


class TritonAttnBackend(TorchNativeAttnBackend):
    pass


ATTENTION_BACKENDS = {
    "torch_native": TorchNativeAttnBackend,
    "triton": TritonAttnBackend,
}


def create_attn_backend(name: str, **kwargs) -> AttentionBackend:
    return ATTENTION_BACKENDS[name](**kwargs)
