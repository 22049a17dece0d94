import logging

import torch
import torch.nn.functional as F

logger = logging.getLogger(__name__)

ATTN_PROCESSORS = {}


def register_processor(name):
    def deco(cls):
        ATTN_PROCESSORS[name] = cls
        return cls
    return deco


class AttnProcessorBase:
    def __init__(self, cfg):
        self.cfg = cfg

    def split_heads(self, x, heads):
        b, n, d = x.shape
        return x.view(b, n, heads, d // heads).transpose(1, 2)

    def merge_heads(self, x):
        b, h, n, d = x.shape
        return x.transpose(1, 2).reshape(b, n, h * d)


@register_processor("eager")
class EagerAttnProcessor(AttnProcessorBase):
    def __call__(self, q, k, v, heads):
        q, k, v = (self.split_heads(t, heads) for t in (q, k, v))
        scale = self.cfg.scale or q.shape[-1] ** -0.5
        w = (q @ k.transpose(-1, -2) * scale).softmax(-1)
        return self.merge_heads(w @ v)


@register_processor("sdpa")
class SDPAAttnProcessor(AttnProcessorBase):
    def __call__(self, q, k, v, heads):
        q, k, v = (self.split_heads(t, heads) for t in (q, k, v))
        if q.shape[-2] > 4096:
            logger.debug("sdpa: long sequence %d, memory-efficient kernel expected", q.shape[-2])
        out = F.scaled_dot_product_attention(q, k, v, scale=self.cfg.scale)
        logger.debug("sdpa processor: heads=%d seq=%d", heads, q.shape[-2])
        return self.merge_heads(out)


def get_processor(cfg):
    try:
        return ATTN_PROCESSORS[cfg.backend](cfg)
    except KeyError:
        raise ValueError(f"unknown attention backend {cfg.backend!r}") from None
