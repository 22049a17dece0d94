"""Intra-chunk kernels; newer ones accept a precomputed decay mask."""
import inspect

import torch


def intra_chunk_v1(q, k, v):
    return (q @ k.transpose(-1, -2)).tril() @ v


def intra_chunk_v2(q, k, v, decay_mask=None):
    s = q @ k.transpose(-1, -2)
    if decay_mask is not None:
        s = s * decay_mask
    return s @ v


INTRA_CHUNK_KERNELS = {"v1": intra_chunk_v1, "v2": intra_chunk_v2}


def call_intra_chunk(name, q, k, v, decay_mask):
    fn = INTRA_CHUNK_KERNELS[name]
    if "decay_mask" in inspect.signature(fn).parameters:
        return fn(q, k, v, decay_mask=decay_mask)
    return fn(q, k, v)
