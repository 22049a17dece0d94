from .models import MODEL_REGISTRY  # noqa: F401
