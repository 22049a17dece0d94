"""Opaque host-side ops used by the graph runner.

``stage_padded`` copies a batch into a padded staging tensor.  It inspects
data pointers and uses numpy for the padding bookkeeping, none of which
dynamo can trace, so it is registered as a custom op: the compiler only
sees its fake implementation.
"""
import numpy as np
import torch

_STAGE_LOG = []


@torch.library.custom_op("corpus_s180::stage_padded", mutates_args=())
def stage_padded(x: torch.Tensor, bucket: int) -> torch.Tensor:
    out = torch.zeros(bucket, x.shape[1], dtype=x.dtype)
    if out.data_ptr() != x.data_ptr():
        out[: x.shape[0]].copy_(x)
    valid = np.arange(bucket) < x.shape[0]
    _STAGE_LOG.append(int(valid.sum()))
    return out


@stage_padded.register_fake
def _(x: torch.Tensor, bucket: int) -> torch.Tensor:
    return x.new_empty(bucket, x.shape[1])
