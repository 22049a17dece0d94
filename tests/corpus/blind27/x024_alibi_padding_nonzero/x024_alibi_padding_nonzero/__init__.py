from .alibi import get_alibi_slopes, AlibiBias
from .layer import AlibiSelfAttention
