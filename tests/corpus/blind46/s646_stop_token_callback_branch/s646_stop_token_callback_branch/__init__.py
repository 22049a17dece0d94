from .hooks import register_token_callback
from .stop_state import StopState

DEFAULT_STOP_STATE = StopState(stop_token_ids=(2, 5), vocab_size=8)
register_token_callback(DEFAULT_STOP_STATE.observe)
