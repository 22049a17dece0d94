"""Decode-side half of P/D disaggregation: inject received KV blocks."""
from . import envs
from .receiver import KVReceiver
from .decode import DisaggDecodeAttention

__all__ = ["envs", "KVReceiver", "DisaggDecodeAttention"]
