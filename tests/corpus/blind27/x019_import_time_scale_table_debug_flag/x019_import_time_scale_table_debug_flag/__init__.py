from .attention import CalibratedKVAttention
