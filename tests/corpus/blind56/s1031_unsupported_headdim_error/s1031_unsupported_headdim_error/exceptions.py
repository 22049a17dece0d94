"""Error types raised by attention backends during dispatch."""


class AttentionBackendError(RuntimeError):
    """Base class for recoverable attention backend failures."""


class UnsupportedHeadDimError(AttentionBackendError):
    def __init__(self, backend: str, head_dim: int, supported: tuple):
        self.backend = backend
        self.head_dim = head_dim
        self.supported = supported
        super().__init__(
            f"{backend} does not support head_dim={head_dim}; "
            f"supported head dims are {supported}"
        )


class UnsupportedDtypeError(AttentionBackendError):
    """Raised when the query dtype is not handled by a backend."""


class BackendNotRegisteredError(KeyError):
    """Raised when a backend name is not present in the registry."""
