import logging

import torch
import torch.nn.functional as F

from .env_probe import FORCED_ATTENTION_BACKEND, flashinfer_usable

logger = logging.getLogger(__name__)


class AttentionBackend:
    name = "base"

    def forward(self, q, k, v, causal: bool):
        raise NotImplementedError


class TorchNativeAttnBackend(AttentionBackend):
    name = "torch_native"

    def forward(self, q, k, v, causal: bool):
        # [tokens, heads, dim] -> [heads, tokens, dim]
        q, k, v = (t.transpose(0, 1) for t in (q, k, v))
        out = F.scaled_dot_product_attention(q, k, v, is_causal=causal)
        return out.transpose(0, 1)


class FlashInferAttnBackend(AttentionBackend):
    name = "flashinfer"

    def __init__(self):
        import flashinfer  # noqa: F401  (only importable on GPU hosts)

        self.wrapper = flashinfer.BatchPrefillWithRaggedKVCacheWrapper(
            torch.empty(128 * 1024 * 1024, dtype=torch.uint8, device="cuda")
        )

    def forward(self, q, k, v, causal: bool):
        qo_indptr = torch.tensor([0, q.shape[0]], dtype=torch.int32, device=q.device)
        logger.info("planning flashinfer prefill for %d tokens", int(qo_indptr[-1].item()))
        self.wrapper.plan(qo_indptr, qo_indptr.clone(), q.shape[1], k.shape[1], q.shape[2], causal=causal)
        return self.wrapper.run(q, k, v)


ATTENTION_BACKENDS = {
    TorchNativeAttnBackend.name: TorchNativeAttnBackend,
    FlashInferAttnBackend.name: FlashInferAttnBackend,
}


def create_attention_backend() -> AttentionBackend:
    name = FORCED_ATTENTION_BACKEND
    if name is None:
        name = "flashinfer" if flashinfer_usable() else "torch_native"
    logger.info("Using attention backend: %s", name)
    return ATTENTION_BACKENDS[name]()
