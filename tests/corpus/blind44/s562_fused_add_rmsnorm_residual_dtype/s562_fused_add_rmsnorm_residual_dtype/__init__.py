from .norm import FusedAddRMSNorm
