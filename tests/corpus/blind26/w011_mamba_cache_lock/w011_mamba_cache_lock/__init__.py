from .config import MambaConfig
from .cache import MambaCacheParams
from .mixer import MambaMixer, decode_step
