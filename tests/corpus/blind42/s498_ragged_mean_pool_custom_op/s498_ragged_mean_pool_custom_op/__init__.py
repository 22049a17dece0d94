from . import pooling_ops  # noqa: F401  (registers blind42_s498 ops)
