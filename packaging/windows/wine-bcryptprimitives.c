/* For the Windows game's test under Debian 12's wine 8.0 only, never shipped: Rust's standard
 * library takes its random bytes from ProcessPrng in bcryptprimitives.dll, which Windows 10 and
 * later have and wine 8.0 does not. This stand-in, built by scripts/test-packages.sh with
 * MinGW-w64 beside the unpacked .exe, answers from RtlGenRandom. */
#include <windows.h>
#include <ntsecapi.h>

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len) { return RtlGenRandom(data, (ULONG)len); }
